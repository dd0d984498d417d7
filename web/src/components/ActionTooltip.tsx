import { cloneElement, useRef, useState, type MouseEvent, type ReactElement } from 'react';
import { Tooltip, type TooltipProps } from 'antd';

type TriggerProps = {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onMouseEnter?: (event: MouseEvent<HTMLElement>) => void;
};

type Props = Omit<TooltipProps, 'open' | 'onOpenChange' | 'children'> & { children: ReactElement<TriggerProps> };

/**
 * The tooltip of a button that does something: it closes at the click and stays closed until the
 * pointer comes back. antd's tooltip otherwise opens a moment after a quick click, above the dialog
 * or popover the click opened; Esc closes only the top layer, so Esc closed the tooltip and left the
 * dialog open. It also stops a tooltip from staying behind where a moved button was.
 */
export function ActionTooltip({ children, ...tooltip }: Props) {
  const [open, setOpen] = useState(false);
  const clicked = useRef(false);
  const trigger = cloneElement(children, {
    onMouseEnter: (event) => {
      clicked.current = false;
      children.props.onMouseEnter?.(event);
    },
    onClick: (event) => {
      clicked.current = true;
      setOpen(false);
      children.props.onClick?.(event);
    },
  });
  return (
    <Tooltip {...tooltip} open={open} onOpenChange={(next) => setOpen(next && !clicked.current)}>
      {trigger}
    </Tooltip>
  );
}
