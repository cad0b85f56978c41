import { isTooltipTheme, TOOLTIP_DEFAULT_OFFSET } from '@portal/domain';
import { Tooltip as RadixTooltip } from 'radix-ui';
import type { CSSProperties, ReactNode } from 'react';
import styles from './Tooltip.module.css';

type TooltipTheme = 'dark' | 'light';

export interface TooltipProps {
  content: ReactNode;
  children: ReactNode;
  /** SPEC §5: dark or light; anything else falls back to dark. */
  theme?: string;
  /**
   * Where along the trigger the tooltip points, as a percentage of its width
   * (SPEC §2/§9 default 50 percent: centred).
   */
  offset?: string;
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Controlled open state (e.g. a tooltip shown until closed). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  delayDuration?: number;
}

export function offsetFraction(offset: string | undefined): number {
  const match = /^(-?\d+(?:\.\d+)?)%$/.exec((offset ?? TOOLTIP_DEFAULT_OFFSET).trim());
  if (!match) return 0.5;
  return Math.min(1, Math.max(0, Number(match[1]) / 100));
}

export function Tooltip({
  content,
  children,
  theme = 'dark',
  offset = TOOLTIP_DEFAULT_OFFSET,
  side = 'bottom',
  open,
  onOpenChange,
  delayDuration = 250,
}: TooltipProps) {
  const resolvedTheme: TooltipTheme = isTooltipTheme(theme) ? (theme as TooltipTheme) : 'dark';
  const shift = { '--tooltip-shift': offsetFraction(offset) - 0.5 } as CSSProperties;
  return (
    <RadixTooltip.Provider delayDuration={delayDuration}>
      <RadixTooltip.Root open={open} onOpenChange={onOpenChange}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            side={side}
            sideOffset={8}
            collisionPadding={12}
            className={`${styles.content} ${styles[resolvedTheme]}`}
            style={shift}
          >
            {content}
            <RadixTooltip.Arrow className={styles.arrow} width={12} height={6} />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
