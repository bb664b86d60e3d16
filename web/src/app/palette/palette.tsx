import * as Dialog from '@radix-ui/react-dialog';
import { useLayoutEffect, useEffect, useRef, useState } from 'react';
import { isComposing } from '../shortcuts/policy.ts';
import { runAfterClose } from './overlay-state.ts';
import { PaletteBody } from './palette-body.tsx';
import type { PaletteProps } from './palette-types.ts';
import { keyboardText } from './text.ts';

/** The dialog's box, shared with the preview so that the preview resolves the same styles. */
const FRAME_CLASS =
  'w-[min(640px,calc(100vw-2rem))] overflow-hidden rounded-xl border border-slate-200 bg-white shadow-2xl outline-none dark:border-slate-700 dark:bg-slate-900';

const ignore = () => undefined;

export type PalettePreviewProps = Pick<PaletteProps, 'commands' | 'context' | 'language' | 'shortcutOf'> & {
  /** What the preview shows results for, one after the other, as if typed: rows are drawn, then redrawn. */
  queries: readonly string[];
  /** The preview has been laid out for each query (a task apart): it may go. */
  onDone(): void;
};

/**
 * The palette drawn unseen (invisible, hidden from assistive technology, behind the page, taking no focus),
 * in idle time before anyone opens it, for a query and then the next. The first mod+k of a page cost ~80 ms
 * against ~10 for later ones: the browser looked up the fonts for the palette's sizes and Chinese text
 * (~30 ms), resolved its styles and compiled the code that renders it; the first keystrokes likewise paid
 * for compiling the code that redraws the rows. Drawn here, the first opening and keystrokes find it done.
 */
export const PalettePreview = ({ queries, onDone, ...props }: PalettePreviewProps) => {
  const frame = useRef<HTMLDivElement>(null);
  const escapeRef = useRef<(() => boolean) | null>(null);
  const afterCloseRef = useRef<(() => void) | null>(null);
  const [step, setStep] = useState(0);
  useLayoutEffect(() => {
    // lay it out now: text is shaped (and its fonts found) in layout, painting is not needed
    frame.current?.getBoundingClientRect();
  }, [step]);
  useEffect(() => {
    // the next query a task later, as the next keystroke would come: the rows are redrawn in place
    const timer = setTimeout(() => (step + 1 < queries.length ? setStep(step + 1) : onDone()), 0);
    return () => clearTimeout(timer);
  }, [step, queries, onDone]);
  return (
    <div aria-hidden="true" className="pointer-events-none invisible fixed left-0 top-0 -z-10">
      <div ref={frame} className={FRAME_CLASS}>
        <PaletteBody
          {...props}
          recent={[]}
          initialQuery={queries[step] ?? ''}
          close={ignore}
          escapeRef={escapeRef}
          afterCloseRef={afterCloseRef}
          preview
        />
      </div>
    </div>
  );
};

/**
 * The command palette: every command of the registry, the current platform's categories and the server's
 * entities, found by one matcher (pinyin included) and shown top results first. A Radix dialog: focus stays
 * inside while open and returns where it was on close.
 */
export const Palette = ({ open, onOpenChange, ...props }: PaletteProps) => {
  const close = () => onOpenChange(false);
  const escapeRef = useRef<(() => boolean) | null>(null);
  const afterCloseRef = useRef<(() => void) | null>(null);
  // where focus was before the palette opened, noted while rendering the opening: the input takes focus as the
  // dialog mounts (autoFocus), before any effect could look
  const returnFocusRef = useRef<Element | null>(null);
  const wasOpen = useRef(false);
  if (open && !wasOpen.current) returnFocusRef.current = document.activeElement;
  wasOpen.current = open;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/40" />
        <Dialog.Content
          aria-describedby={undefined}
          onEscapeKeyDown={(event) => {
            // Escape while an input method composes cancels the composition, not the palette
            if (isComposing(event) || escapeRef.current?.()) event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            // a Radix dialog gives focus back to its trigger button only; the palette opens from the keyboard,
            // so give it back to wherever it was, then run the chosen command (which may move it on)
            event.preventDefault();
            const previous = returnFocusRef.current;
            returnFocusRef.current = null;
            if (previous instanceof HTMLElement && previous.isConnected) previous.focus({ preventScroll: true });
            const pending = afterCloseRef.current;
            afterCloseRef.current = null;
            if (pending) runAfterClose(pending);
          }}
          // its own layer: a keystroke repaints the palette, not the page behind it
          className={`fixed left-1/2 top-[12vh] z-50 -translate-x-1/2 will-change-transform ${FRAME_CLASS}`}
          data-palette=""
        >
          <Dialog.Title className="sr-only">{keyboardText(props.language, 'palette.label')}</Dialog.Title>
          <PaletteBody {...props} close={close} escapeRef={escapeRef} afterCloseRef={afterCloseRef} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
};
