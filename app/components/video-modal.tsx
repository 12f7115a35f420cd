import { useRef, useState } from "react";
import { Icon } from "~/components/icon";

/**
 * The Why Choose Us video. Without JavaScript the play button is a plain link to the file; with
 * it, a modal <dialog> that loads the video only when opened and closes on the close control, a
 * click outside, or Escape, returning focus to the play button.
 */
export function VideoModal({ src, poster, title }: { src: string; poster: string; title: string }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const triggerRef = useRef<HTMLAnchorElement>(null);
  const [open, setOpen] = useState(false);

  function show(event: React.MouseEvent) {
    event.preventDefault();
    setOpen(true);
    dialogRef.current?.showModal();
  }

  function close() {
    dialogRef.current?.close();
  }

  return (
    <div className="video-teaser">
      <img src={poster} alt="" width={960} height={540} loading="lazy" decoding="async" />
      <a ref={triggerRef} href={src} className="play-button" onClick={show} aria-haspopup="dialog">
        <Icon name="Play" size={34} />
        <span className="visually-hidden">Play video: {title}</span>
      </a>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a click on the backdrop closes, as Escape does natively */}
      <dialog
        ref={dialogRef}
        className="video-dialog"
        aria-label={title}
        onClose={() => {
          setOpen(false);
          triggerRef.current?.focus();
        }}
        onClick={(event) => {
          if (event.target === dialogRef.current) close();
        }}
      >
        <button type="button" className="video-dialog__close" onClick={close} aria-label="Close video">
          <Icon name="X" size={22} />
        </button>
        {open ? (
          // eslint-disable-next-line jsx-a11y/media-has-caption -- the shipped clip has no speech; a captioned explainer is issue 20
          <video controls autoPlay playsInline poster={poster} width={960} height={540}>
            <source src={src} type="video/webm" />
            Your browser does not support the video tag.
          </video>
        ) : null}
      </dialog>
    </div>
  );
}
