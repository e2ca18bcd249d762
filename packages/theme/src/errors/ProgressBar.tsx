import { useDelayedFlag } from '../hooks/use-delayed-flag.js';

export interface ProgressBarProps {
  /** True while the next page loads. */
  active: boolean;
  /** How long `active` must stay true before the bar appears, in ms. Default 200. */
  delay?: number;
}

/** A thin loading bar at the top of the window, shown only when loading takes longer than `delay`. */
export function ProgressBar({ active, delay = 200 }: ProgressBarProps) {
  const visible = useDelayedFlag(active, delay);
  if (!visible) return null;
  return (
    <div className="mdd-progress-bar" role="progressbar" aria-label="Loading page">
      <div className="mdd-progress-bar__indicator" />
    </div>
  );
}
