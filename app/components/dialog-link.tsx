import { X } from "./shell-icons";
import { useEffect, useRef, useState } from "react";
import { useT } from "~/i18n/react";

/**
 * A link to a page that holds a form (works without JS). With JS, clicking opens the same form in a
 * native modal <dialog> instead: the browser traps focus inside and returns it on close.
 */
export function DialogLink({
  href,
  title,
  className,
  children,
  content,
  open: controlledOpen,
  onOpenChange,
  onIntent,
}: {
  href: string;
  title: string;
  className?: string;
  children: React.ReactNode;
  content: (close: () => void) => React.ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Called when a pointer, touch or focus shows the link may be used (e.g. to load the dialog's code). */
  onIntent?: () => void;
}) {
  const [uncontrolled, setUncontrolled] = useState(false);
  const open = controlledOpen ?? uncontrolled;
  const setOpen = (v: boolean) => {
    if (onOpenChange) onOpenChange(v);
    else setUncontrolled(v);
  };
  return (
    <>
      <a
        href={href}
        className={className}
        onPointerEnter={onIntent}
        onTouchStart={onIntent}
        onFocus={onIntent}
        onClick={(e) => {
          if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
          e.preventDefault();
          setOpen(true);
        }}
      >
        {children}
      </a>
      {open ? (
        <Dialog title={title} onClose={() => setOpen(false)}>
          {content(() => setOpen(false))}
        </Dialog>
      ) : null}
    </>
  );
}

/**
 * Opens a native <dialog> as a modal when it mounts and closes it when it unmounts, giving focus
 * back to what had it before (the element is unmounted on close, so the browser's own restoration
 * has nothing to restore from).
 */
function useModalDialog() {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      if (dialog?.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  return ref;
}

/** A native modal <dialog> labelled by its heading, closed by Escape or `onClose` (see above). */
export function ModalDialog({
  labelledBy,
  onClose,
  className,
  testId,
  children,
}: {
  labelledBy: string;
  onClose: () => void;
  className: string;
  testId?: string;
  children: React.ReactNode;
}) {
  const ref = useModalDialog();
  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      onClose={onClose}
      onCancel={onClose}
      className={className}
      data-testid={testId}
    >
      {children}
    </dialog>
  );
}

export function Dialog({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: React.ReactNode;
}) {
  const { t } = useT();
  const titleId = `dialog-title-${title.replace(/\W+/g, "-").toLowerCase()}`;
  return (
    <ModalDialog
      labelledBy={titleId}
      onClose={onClose}
      className="max-h-[calc(100dvh-2rem)] w-[min(36rem,calc(100vw-2rem))] overflow-hidden rounded-lg bg-white p-0 text-slate-900 shadow-xl backdrop:bg-black/50 dark:bg-slate-900 dark:text-slate-100"
    >
      <div className="flex items-center justify-between border-b border-slate-200 px-5 py-3 dark:border-slate-700">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <button type="button" className="btn-ghost px-2 py-1" onClick={onClose} aria-label={t("common.dialog.close")}>
          <X aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
      <div className="max-h-[calc(100dvh-6rem)] overflow-y-auto overscroll-contain p-5">{children}</div>
    </ModalDialog>
  );
}
