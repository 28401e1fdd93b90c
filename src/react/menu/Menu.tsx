import { useId, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { clampIndex, nextRovingIndex } from '../../runtime/blocks/roving-index.js';
import { WithoutScript } from '../parts/WithoutScript.js';
import type { BlockProps } from '../block-props.js';
import { useFollowingState } from '../hooks/use-following-state.js';
import { useLightDom } from '../hooks/use-light-dom.js';
import { menuSectionElements, menuSectionSlot, prepareMenuSections } from '../../runtime/blocks/menu-rules.js';
import { menuText } from '../../runtime/blocks/block-texts.js';

export interface MenuAttributes {
  selected: number;
  label: string;
}

export interface MenuSelectDetail {
  /** Index of the newly selected menu section. */
  index: number;
  /** Its label, as shown on the tab. */
  label: string;
}

export interface MenuEvents {
  'ss-menu-select': MenuSelectDetail;
}

interface MenuSection {
  element: HTMLElement;
  label: string;
}

/** Sections are the host's `<section>` children; the label is `data-label`, else its first heading. */
function readSections(host: HTMLElement): MenuSection[] {
  return (menuSectionElements(host) as HTMLElement[])
    .map((element, i) => ({
      element,
      label:
        element.dataset.label?.trim() ||
        element.querySelector('h1, h2, h3, h4, h5, h6')?.textContent?.trim() ||
        menuText('sectionFallback', { index: i + 1 }),
    }));
}

function sameSections(a: MenuSection[], b: MenuSection[]): boolean {
  return a.length === b.length && a.every((section, i) => section.element === b[i]!.element && section.label === b[i]!.label);
}

export function Menu({ host, attributes, emit }: BlockProps<MenuAttributes, MenuEvents>) {
  const sections = useLightDom(host, readSections, sameSections);
  // The page may change the `selected` attribute at any time.
  const [chosen, setChosen] = useFollowingState(attributes.selected);
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const baseId = useId();
  const selected = clampIndex(chosen, sections.length);

  useLayoutEffect(() => prepareMenuSections(host), [host, sections]);

  const select = (index: number) => {
    if (index === selected) return;
    setChosen(index);
    emit('ss-menu-select', { index, label: sections[index]!.label });
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLButtonElement>) => {
    const next = nextRovingIndex(index, event.key, sections.length, 'horizontal');
    if (next === null) return;
    event.preventDefault();
    select(next);
    tabs.current[next]?.focus();
  };

  return (
    <div part="base" className="menu">
      <div part="tablist" className="tablist" role="tablist" aria-label={attributes.label || menuText('label')}>
        {sections.map((section, i) => (
          <button
            key={i}
            part={i === selected ? 'tab tab-selected' : 'tab'}
            className="tab"
            type="button"
            role="tab"
            id={`${baseId}-tab-${i}`}
            aria-selected={i === selected}
            aria-controls={`${baseId}-panel-${i}`}
            tabIndex={i === selected ? 0 : -1}
            data-state={i === selected ? 'selected' : 'idle'}
            ref={(button) => {
              tabs.current[i] = button;
            }}
            onClick={() => select(i)}
            onKeyDown={(event) => onKeyDown(i, event)}
          >
            {section.label}
          </button>
        ))}
      </div>
      {sections.map((_, i) => (
        <div
          key={i}
          part="panel"
          className="panel"
          role="tabpanel"
          id={`${baseId}-panel-${i}`}
          aria-labelledby={`${baseId}-tab-${i}`}
          tabIndex={0}
          hidden={i !== selected}
        >
          <slot name={menuSectionSlot(i)} />
        </div>
      ))}
      {/* Without script the tabs cannot switch: every section is shown, one after the other. */}
      <WithoutScript css={'.panel[hidden]{display:block !important}.tablist{display:none}'} />
    </div>
  );
}
