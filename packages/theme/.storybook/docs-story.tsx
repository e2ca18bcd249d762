import { DocsContext, Story, type StoryProps, useOf } from '@storybook/addon-docs/blocks';
import { useContext, useEffect, useRef, useState } from 'react';
import { FORCE_REMOUNT, GLOBALS_UPDATED, STORY_ARGS_UPDATED } from 'storybook/internal/core-events';

type Globals = { colorMode?: unknown; viewport?: { value?: unknown } };
type Args = Record<string, unknown>;
type Listener = (event?: { storyId?: string }) => void;
interface DocsPage {
  store: { userGlobals: { get(): Globals }; args: { get(storyId: string): Args } };
  channel: { on(event: string, listener: Listener): void; off(event: string, listener: Listener): void };
}
/** The Storybook preview inside a story's frame: its args, and how it takes new ones. */
interface FramePreview {
  storyStoreValue?: { args: { get(storyId: string): Args } };
  storyRenders?: { id: string; phase?: string }[];
  onUpdateArgs(update: { storyId: string; updatedArgs: Args }): Promise<void>;
}

const modeOf = (globals: Globals | undefined) => (globals?.colorMode === 'dark' ? 'dark' : 'light');

/** Marks a story's own frame on a docs page: its colour mode toggle leaves the page's alone. */
export const docsFrameParameter = 'docs-frame';

/** The `mobile` viewport of the toolbar (`.storybook/preview.tsx`). */
const phone = { width: 375, height: 740 };

/**
 * A story on a docs page. Stories are drawn in the page itself, at the page's width and without
 * their play function, so a phone-width story (`globals: mobile`) would show the desktop layout and
 * a story whose state a play function sets (a menu opened, a query typed) its first state, and a
 * story of something fixed to the window (a dialog, the progress bar: `parameters.framedInDocs`)
 * nothing at all, clipped by the docs page's story box. Those are shown in a frame of their own
 * instead, as the canvas shows them: 375 px wide for a phone, played, in the toolbar's colour mode,
 * with the args of the page's Controls block.
 * `framedInDocs: false` keeps a story on the page: one whose play function switches the colour
 * mode would switch the page's too (the mode is shared through localStorage), in a loop.
 */
export function DocsStory(props: StoryProps) {
  const { story } = useOf(('of' in props && props.of) || 'story', ['story']);
  const context = useContext(DocsContext) as unknown as DocsPage;
  const [mode, setMode] = useState(() => modeOf(context.store.userGlobals.get()));
  useEffect(() => {
    // The store's globals, which only the toolbar changes: the frames' own previews announce their
    // globals to this page too (a toggle clicked in a frame would switch every frame, in a loop).
    const update = () => setMode(modeOf(context.store.userGlobals.get()));
    context.channel.on(GLOBALS_UPDATED, update);
    return () => context.channel.off(GLOBALS_UPDATED, update);
  }, [context]);
  // The page colour behind the frames is the mode's too (.storybook/preview.css), on a docs page
  // whose stories are all framed as well.
  useEffect(() => document.documentElement.setAttribute('data-theme', mode), [mode]);
  const atPhoneWidth = (story.storyGlobals as Globals | undefined)?.viewport?.value === 'mobile';
  const { framedInDocs } = story.parameters;
  if (framedInDocs === false || (!atPhoneWidth && !story.playFunction && !framedInDocs))
    return <Story {...props} />;
  return <StoryFrame id={story.id} name={story.name} mode={mode} phoneSize={atPhoneWidth} docs={context} />;
}

/**
 * The args of the docs page's story (its Controls block) that the story in the frame lacks: a value
 * changed, or one reset to none. Compared as JSON, so functions (actions) stay the frame's own.
 */
function argsToSend(page: Args, frame: Args): Args {
  const changed: Args = {};
  for (const name of new Set([...Object.keys(page), ...Object.keys(frame)]))
    if (JSON.stringify(page[name]) !== JSON.stringify(frame[name])) changed[name] = page[name];
  return changed;
}

function StoryFrame({
  id,
  name,
  mode,
  phoneSize,
  docs,
}: {
  id: string;
  name: string;
  mode: string;
  phoneSize: boolean;
  docs: DocsPage;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const initial = phoneSize ? phone.height : 640;
  const [height, setHeight] = useState(initial);
  // Loaded once on screen: a frame loads a whole Storybook preview, and a play function that
  // focuses something in a frame below the fold would scroll the docs page down to it.
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setShown(true);
        observer.disconnect();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  useEffect(() => {
    const element = frame.current;
    if (!element || !shown) return;
    // As tall as what the story shows once played, open menus included; a story with an overlay
    // over the whole frame (a dialog, the phone menu) keeps the canvas's height.
    const measure = () => {
      const view = element.contentWindow;
      const root = element.contentDocument?.getElementById('storybook-root');
      if (!view || !root?.firstElementChild) return;
      let bottom = root.scrollHeight;
      for (const node of root.querySelectorAll('*')) {
        const box = node.getBoundingClientRect();
        if (
          box.top <= 0 &&
          box.height >= view.innerHeight - 1 &&
          getComputedStyle(node).position === 'fixed'
        ) {
          setHeight(initial);
          return;
        }
        bottom = Math.max(bottom, box.bottom + view.scrollY);
      }
      setHeight(Math.min(Math.max(Math.ceil(bottom) + 16, 120), phoneSize ? phone.height : 900));
    };
    let timers: ReturnType<typeof setTimeout>[] = [];
    const measureSoon = () => {
      for (const timer of timers) clearTimeout(timer);
      timers = [500, 1500, 3000].map((delay) => setTimeout(measure, delay));
    };
    // The frame is a preview of its own, which the docs page's Controls block does not reach: it
    // is given the args changed there (before it loaded too) once its story has rendered and
    // played, as the canvas is. A story whose play function mounts it (`mount`) is played again
    // with them, so the state it scripts is shown with the new args.
    const sendArgs = () => {
      const preview = (element.contentWindow as { __STORYBOOK_PREVIEW__?: FramePreview } | null)
        ?.__STORYBOOK_PREVIEW__;
      const store = preview?.storyStoreValue;
      const done = preview?.storyRenders?.some(
        (render) => render.id === id && (render.phase === 'finished' || render.phase === 'errored'),
      );
      if (!preview || !store || !done) return false;
      const updatedArgs = argsToSend(docs.store.args.get(id), store.args.get(id));
      if (Object.keys(updatedArgs).length > 0) {
        void preview.onUpdateArgs({ storyId: id, updatedArgs });
        measureSoon();
      }
      return true;
    };
    let poll: ReturnType<typeof setInterval> | undefined;
    const onLoad = () => {
      measureSoon();
      clearInterval(poll);
      // Until the story has rendered in the frame (30 s at most: one that fails to load never does).
      let tries = 300;
      poll = setInterval(() => {
        tries -= 1;
        if (sendArgs() || tries === 0) clearInterval(poll);
      }, 100);
    };
    const onArgs: Listener = (event) => {
      if (event?.storyId === id) sendArgs();
    };
    // The toolbar's Reload story reaches the page's own preview only: the frame loads again.
    const onReload: Listener = (event) => {
      if (event?.storyId === id) element.contentWindow?.location.reload();
    };
    element.addEventListener('load', onLoad);
    docs.channel.on(STORY_ARGS_UPDATED, onArgs);
    docs.channel.on(FORCE_REMOUNT, onReload);
    return () => {
      for (const timer of timers) clearTimeout(timer);
      clearInterval(poll);
      element.removeEventListener('load', onLoad);
      docs.channel.off(STORY_ARGS_UPDATED, onArgs);
      docs.channel.off(FORCE_REMOUNT, onReload);
    };
  }, [shown, phoneSize, initial, id, docs]);
  return (
    <iframe
      ref={frame}
      title={name}
      src={
        shown
          ? `iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=colorMode:${mode}&${docsFrameParameter}`
          : undefined
      }
      style={{
        display: 'block',
        width: phoneSize ? phone.width : '100%',
        maxWidth: '100%',
        height,
        border: 0,
      }}
    />
  );
}
