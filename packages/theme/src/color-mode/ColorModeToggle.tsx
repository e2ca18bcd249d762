import { MoonIcon, SunIcon } from '../icons/index.js';
import { useThemeConfig } from '../provider/contexts.js';
import { useColorMode } from './use-color-mode.js';

/** Switches between light and dark mode and remembers the choice. Hidden with `colorMode.disableSwitch`. */
export function ColorModeToggle() {
  const { colorMode: options } = useThemeConfig();
  const { colorMode, setColorMode } = useColorMode();
  if (options.disableSwitch) return null;
  const next = colorMode === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className="mdd-icon-button mdd-color-mode-toggle"
      aria-label={`Switch to ${next} mode (currently ${colorMode} mode)`}
      title={`Switch to ${next} mode`}
      onClick={() => setColorMode(next)}
    >
      <SunIcon className="mdd-color-mode-toggle__light" />
      <MoonIcon className="mdd-color-mode-toggle__dark" />
    </button>
  );
}
