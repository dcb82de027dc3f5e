import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChat } from '../hooks/useChat.ts';
import { sendAudio } from '../actions.ts';
import { micProblem } from '../lib/audio.ts';
import { MicIcon } from './icons.tsx';
import { startRecording, type Recorder } from './voice-recorder.ts';

/** As in Tencent's chat kits, a voice message is at most 60 s: recording then stops and sends itself. */
export const MAX_VOICE_SECONDS = 60;

type State = { step: 'idle' } | { step: 'asking' } | { step: 'recording'; recorder: Recorder; since: number };

/**
 * Voice messages: the mic button starts recording (the browser asks for the microphone); while recording,
 * 'Send' stops and sends it as an audio message, 'Cancel' drops it. A refused or absent microphone is told in
 * the user's language.
 */
export function VoiceRecorder({ conversationID }: { conversationID: string }) {
  const { t } = useTranslation();
  const chat = useChat();
  const [state, setState] = useState<State>({ step: 'idle' });
  const [elapsed, setElapsed] = useState(0);
  const [problem, setProblem] = useState('');
  const current = useRef<State>(state);
  current.current = state;

  // A conversation change or unmount drops a recording in progress.
  useEffect(
    () => () => {
      const s = current.current;
      if (s.step === 'recording') s.recorder.cancel();
    },
    [conversationID],
  );
  useEffect(() => {
    setState({ step: 'idle' });
    setProblem('');
  }, [conversationID]);

  useEffect(() => {
    if (state.step !== 'recording') return;
    const timer = setInterval(() => {
      const seconds = Math.floor((performance.now() - state.since) / 1000);
      setElapsed(Math.min(seconds, MAX_VOICE_SECONDS));
      if (seconds >= MAX_VOICE_SECONDS) void finishRef.current(true);
    }, 250);
    return () => clearInterval(timer);
  }, [state]);

  const start = async () => {
    setProblem('');
    setState({ step: 'asking' });
    try {
      const recorder = await startRecording();
      setElapsed(0);
      setState({ step: 'recording', recorder, since: performance.now() });
    } catch (err) {
      setState({ step: 'idle' });
      const text = t(`voice.${micProblem(err)}`);
      setProblem(text);
      chat.toast('error', text);
    }
  };

  const finish = async (send: boolean) => {
    if (state.step !== 'recording') return;
    setState({ step: 'idle' });
    if (!send) {
      state.recorder.cancel();
      return;
    }
    const { file, seconds } = await state.recorder.stop();
    if (file.size > 0) sendAudio(chat, file, Math.min(seconds, MAX_VOICE_SECONDS));
  };
  const finishRef = useRef(finish);
  finishRef.current = finish;

  if (state.step === 'recording')
    return (
      <span className="hy-voice" role="group" aria-label={t('voice.recording')}>
        <span className="hy-voice__dot" aria-hidden="true" />
        <span className="hy-voice__time" role="timer" aria-live="off">
          {t('voice.elapsed', { seconds: elapsed })}
        </span>
        <button type="button" className="hy-btn hy-voice__send" onClick={() => void finish(true)}>
          {t('voice.send')}
        </button>
        <button type="button" className="hy-btn hy-btn--ghost" onClick={() => void finish(false)}>
          {t('voice.cancel')}
        </button>
      </span>
    );

  return (
    <>
      <button
        type="button"
        className="hy-icon-btn"
        aria-label={t('voice.record')}
        disabled={state.step === 'asking'}
        onClick={() => void start()}
        data-testid="voice-record"
      >
        <MicIcon />
      </button>
      {problem ? (
        <span className="hy-voice__problem" role="alert">
          {problem}
        </span>
      ) : null}
    </>
  );
}
