import { useRef } from "react";
import { Icon } from "~/components/icon";

/**
 * The Why Choose Us video. Without JavaScript the play button is a plain link to the file; with
 * it, a modal <dialog> whose video (captioned when captions are configured, captions shown) loads
 * nothing until it plays, and which closes on the close control, a click outside, or Escape, pausing the video
 * and returning focus to the play button.
 */
export function VideoModal({
  src,
  poster,
  captions,
  title,
}: {
  src: string;
  poster: string;
  captions?: string;
  title: string;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const triggerRef = useRef<HTMLAnchorElement>(null);

  function show(event: React.MouseEvent) {
    event.preventDefault();
    dialogRef.current?.showModal();
    // Captions on as the film opens: a `default` track would be fetched with the page, before its first paint.
    const captions = videoRef.current?.textTracks[0];
    if (captions) captions.mode = "showing";
    void videoRef.current?.play().catch(() => undefined);
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
          videoRef.current?.pause();
          triggerRef.current?.focus();
        }}
        onClick={(event) => {
          if (event.target === dialogRef.current) close();
        }}
      >
        <button type="button" className="video-dialog__close" onClick={close} aria-label="Close video">
          <Icon name="X" size={22} />
        </button>
        {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the track is there whenever captions are configured (ours are) */}
        <video ref={videoRef} controls playsInline preload="none" width={960} height={540}>
          <source src={src} type="video/webm" />
          {captions ? <track kind="captions" src={captions} srcLang="en" label="English" /> : null}
          Your browser does not support the video tag.
        </video>
      </dialog>
    </div>
  );
}
