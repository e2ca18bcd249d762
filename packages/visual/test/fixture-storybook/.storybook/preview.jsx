import '../src/tokens.css';

export default {
  globalTypes: { colorMode: { toolbar: { items: ['light', 'dark'] } } },
  initialGlobals: { colorMode: 'light' },
  decorators: [
    (Story, { globals }) => {
      document.documentElement.setAttribute('data-theme', globals.colorMode === 'dark' ? 'dark' : 'light');
      return <Story />;
    },
  ],
};
