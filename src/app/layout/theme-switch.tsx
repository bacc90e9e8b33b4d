import { chooseTheme, parseThemeChoice, THEME_CHOICES, useThemeChoice } from './theme';

/** System / light / dark, remembered; system follows prefers-color-scheme. */
export function ThemeSwitch() {
  const choice = useThemeChoice();
  return (
    <label className="theme-switch">
      <span className="visually-hidden">Theme</span>
      <select value={choice} onChange={(event) => chooseTheme(parseThemeChoice(event.target.value))}>
        {THEME_CHOICES.map((option) => (
          <option key={option} value={option}>
            Theme: {option}
          </option>
        ))}
      </select>
    </label>
  );
}
