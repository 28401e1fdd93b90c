import { cloneElement, useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties, type FocusEvent, type MouseEvent, type ReactElement } from 'react';
import { getEscapeManager } from '../../runtime/escape/escape-manager.js';
import { TOOLTIP_DELAY_MS, TOOLTIP_FADE_MS, placeTooltip, type Point } from '../../runtime/overlays/tooltip-rules.js';
import tooltipCss from '../../styles/tooltip.css?inline';
import { adoptStyleSheets } from '../../runtime/dom/style-sheets.js';
import { clock, type TimerHandle } from '../../runtime/time/clock.js';

type TriggerProps = {
  'aria-describedby'?: string;
  onMouseEnter?: (event: MouseEvent) => void;
  onMouseMove?: (event: MouseEvent) => void;
  onMouseLeave?: (event: MouseEvent) => void;
  onFocus?: (event: FocusEvent) => void;
  onBlur?: (event: FocusEvent) => void;
};

export interface TooltipProps {
  /** The tooltip text: a short description of the trigger. */
  text: string;
  /** One focusable element (a button, a link); it gets `aria-describedby`. */
  children: ReactElement<TriggerProps>;
  /** Hover delay; default 1200 ms (spec 02 §9). */
  delayMs?: number;
}

/**
 * The WAI-ARIA tooltip pattern (spec 02 §2, §9): shows 1200 ms after the pointer rests on the
 * trigger, 15 px from the pointer, at once on keyboard focus; hides on leave, blur and Escape (as
 * the topmost closable of the page's Escape manager). Width 250, fade 0.3 s, 20 px from the edges.
 */
export function Tooltip({ text, children, delayMs = TOOLTIP_DELAY_MS }: TooltipProps) {
  const id = useId();
  const [anchor, setAnchor] = useState<Point | null>(null);
  const [shown, setShown] = useState(false);
  const timer = useRef<TimerHandle | null>(null);
  const tipRef = useRef<HTMLSpanElement>(null);
  const pointer = useRef<Point>({ x: 0, y: 0 });

  const clear = useCallback(() => {
    if (timer.current) clock.clearTimeout(timer.current);
    timer.current = null;
  }, []);
  const hide = useCallback(() => {
    clear();
    setShown(false);
  }, [clear]);

  useEffect(() => clear, [clear]);

  useEffect(() => {
    if (!shown) return;
    return getEscapeManager().register({ close: hide });
  }, [shown, hide]);

  useLayoutEffect(() => {
    const tip = tipRef.current;
    if (!tip) return;
    adoptStyleSheets(tip, [tooltipCss]);
    if (!shown || !anchor) return;
    const rect = tip.getBoundingClientRect();
    const { left, top } = placeTooltip(anchor, { width: rect.width, height: rect.height }, { width: window.innerWidth, height: window.innerHeight });
    tip.style.left = `${left}px`;
    tip.style.top = `${top}px`;
  }, [shown, anchor]);

  const trigger = cloneElement(children, {
    'aria-describedby': [children.props['aria-describedby'], id].filter(Boolean).join(' '),
    onMouseEnter: (event: MouseEvent) => {
      children.props.onMouseEnter?.(event);
      pointer.current = { x: event.clientX, y: event.clientY };
      clear();
      timer.current = clock.setTimeout(() => {
        setAnchor({ ...pointer.current });
        setShown(true);
      }, delayMs);
    },
    onMouseMove: (event: MouseEvent) => {
      children.props.onMouseMove?.(event);
      pointer.current = { x: event.clientX, y: event.clientY };
    },
    onMouseLeave: (event: MouseEvent) => {
      children.props.onMouseLeave?.(event);
      hide();
    },
    onFocus: (event: FocusEvent) => {
      children.props.onFocus?.(event);
      const rect = (event.currentTarget as Element).getBoundingClientRect();
      clear();
      setAnchor({ x: rect.left, y: rect.bottom });
      setShown(true);
    },
    onBlur: (event: FocusEvent) => {
      children.props.onBlur?.(event);
      hide();
    },
  });

  return (
    <>
      {trigger}
      <span
        ref={tipRef}
        id={id}
        role="tooltip"
        part="tooltip"
        className="ss-tooltip"
        data-state={shown ? 'open' : 'closed'}
        style={{ '--_ss-tooltip-fade': `${TOOLTIP_FADE_MS}ms` } as CSSProperties}
      >
        {text}
      </span>
    </>
  );
}
