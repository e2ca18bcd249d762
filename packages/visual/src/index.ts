export { type Comparison, comparePngs } from './compare.js';
export { type StaticServer, serveDirectory } from './static-server.js';
export {
  type ColorMode,
  chromiumPath,
  launchChromium,
  readStories,
  type ShownStory,
  type StoryEntry,
  StoryPage,
  type StoryPageOptions,
  type WidthName,
  widths,
} from './storybook.js';
