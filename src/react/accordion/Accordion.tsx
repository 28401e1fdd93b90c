import { useId, useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import {
  ACCORDION_ANIMATION_MS,
  initialAccordionState,
  isAccordionAnimating,
  toggleAccordionItem,
  accordionItemElements,
  isAuthoredOpen,
  prepareAccordionItems,
} from '../../runtime/blocks/accordion-rules.js';
import { nextRovingIndex } from '../../runtime/blocks/roving-index.js';
import { clock } from '../../runtime/time/clock.js';
import type { BlockProps } from '../block-props.js';
import { useLightDom } from '../hooks/use-light-dom.js';
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion.js';
import { accordionText } from '../../runtime/blocks/block-texts.js';

export interface AccordionAttributes {
  allowMultiple: boolean;
  firstOpen: boolean;
  headingLevel: number;
}

export interface AccordionToggleDetail {
  /** Index of the item the visitor toggled. */
  index: number;
  /** Whether that item is now open. */
  open: boolean;
  /** Indexes of every open item after the toggle. */
  openIndexes: number[];
}

export interface AccordionEvents {
  'ss-accordion-toggle': AccordionToggleDetail;
}

interface AccordionItem {
  element: Element;
  title: string;
  markedOpen: boolean;
}

/** Items are the host's `<details>` children; the title is the `<summary>` text. */
function readItems(host: HTMLElement): AccordionItem[] {
  return accordionItemElements(host).map((element, i) => ({
    element,
    title: element.querySelector(':scope > summary')?.textContent?.trim() || accordionText('itemFallback', { index: i + 1 }),
    markedOpen: isAuthoredOpen(element),
  }));
}

function sameItems(a: AccordionItem[], b: AccordionItem[]): boolean {
  return a.length === b.length && a.every((item, i) => item.element === b[i]!.element && item.title === b[i]!.title);
}

export function Accordion({ host, attributes, emit }: BlockProps<AccordionAttributes, AccordionEvents>) {
  const items = useLightDom(host, readItems, sameItems);
  const [openFlags, setOpenFlags] = useState(() =>
    initialAccordionState(
      items.map((item) => item.markedOpen),
      attributes.firstOpen,
      attributes.allowMultiple,
    ),
  );
  const open = items.map((_, i) => openFlags[i] ?? false);
  const lastToggleAt = useRef<number | null>(null);
  const headers = useRef<Array<HTMLButtonElement | null>>([]);
  const reducedMotion = usePrefersReducedMotion();
  const duration = reducedMotion ? 0 : ACCORDION_ANIMATION_MS;
  const baseId = useId();
  const Heading = `h${attributes.headingLevel}` as 'h3';

  // Each <details> is shown through its item's panel slot (also done by the server renderer).
  useLayoutEffect(() => {
    const summaries = prepareAccordionItems(host);
    // Unmounted (element removed): the plain <details> get their titles back.
    return () => summaries.forEach((summary) => summary.removeAttribute('hidden'));
  }, [host, items]);

  const toggle = (index: number) => {
    const now = clock.elapsed();
    if (isAccordionAnimating(lastToggleAt.current, now, duration)) return;
    lastToggleAt.current = now;
    const next = toggleAccordionItem(open, index, attributes.allowMultiple);
    setOpenFlags(next);
    emit('ss-accordion-toggle', {
      index,
      open: next[index]!,
      openIndexes: next.flatMap((isOpen, i) => (isOpen ? [i] : [])),
    });
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLButtonElement>) => {
    const next = nextRovingIndex(index, event.key, items.length, 'vertical');
    if (next === null) return;
    event.preventDefault();
    headers.current[next]?.focus();
  };

  return (
    <div part="base" className="accordion" style={{ '--_ss-accordion-duration': `${duration}ms` } as CSSProperties}>
      {items.map((item, i) => {
        const state = open[i] ? 'open' : 'closed';
        const headerId = `${baseId}-header-${i}`;
        const panelId = `${baseId}-panel-${i}`;
        return (
          <div part="item" className="item" data-state={state} key={i}>
            <Heading part="heading" className="heading">
              <button
                part="header"
                className="header"
                type="button"
                id={headerId}
                aria-expanded={open[i]}
                aria-controls={panelId}
                ref={(button) => {
                  headers.current[i] = button;
                }}
                onClick={() => toggle(i)}
                onKeyDown={(event) => onKeyDown(i, event)}
              >
                <span part="title" className="title">
                  {item.title}
                </span>
                <span part="icon" className="icon" aria-hidden="true" />
              </button>
            </Heading>
            <div part="panel" className="panel" id={panelId} role="region" aria-labelledby={headerId} data-state={state}>
              <div className="panel-inner">
                <slot name={`item-${i}`} />
              </div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
