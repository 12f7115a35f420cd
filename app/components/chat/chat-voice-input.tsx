import { useState } from "react";
import { Icon } from "~/components/icon";

const SPEECH_UNSUPPORTED = "Speech recognition is not supported in this browser.";

interface SpeechRecognitionLike {
  lang: string;
  maxAlternatives: number;
  interimResults: boolean;
  onresult: (event: { results: { [i: number]: { [j: number]: { transcript: string } } } }) => void;
  onend: () => void;
  start: () => void;
}

/** The microphone button: the browser's speech recognition, where it has one, types the question. */
export function ChatVoiceInput({ onTranscript }: { onTranscript: (text: string) => void }) {
  const [listening, setListening] = useState(false);

  function toggle() {
    const Recognition =
      (window as Window & { SpeechRecognition?: new () => SpeechRecognitionLike }).SpeechRecognition ??
      (window as Window & { webkitSpeechRecognition?: new () => SpeechRecognitionLike }).webkitSpeechRecognition;
    if (!Recognition) {
      window.alert(SPEECH_UNSUPPORTED);
      return;
    }
    if (listening) {
      setListening(false);
      return;
    }
    const recognition = new Recognition();
    recognition.lang = "en-US";
    recognition.maxAlternatives = 1;
    recognition.interimResults = false;
    recognition.onresult = (event) => onTranscript(event.results[0][0].transcript);
    recognition.onend = () => setListening(false);
    setListening(true);
    recognition.start();
  }

  return (
    <button
      type="button"
      className="chat__icon-button"
      onClick={toggle}
      aria-pressed={listening}
      aria-label={listening ? "Stop voice input" : "Speak your question"}
    >
      <Icon name="Mic" size={18} />
    </button>
  );
}
