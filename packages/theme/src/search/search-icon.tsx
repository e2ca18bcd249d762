import { Icon, type IconProps } from '../icons/icon.js';

/** A magnifying glass (its own module: the navbar button and the search page load it up front). */
export const SearchIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </Icon>
);
