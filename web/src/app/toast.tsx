import type { MessageInstance } from 'antd/es/message/interface';

/**
 * Shows an error toast. The duration is also written on the toast (data-seconds), so browser tests can read
 * the documented durations of spec §8 without timing anything.
 */
export function showErrorToast(message: MessageInstance, text: string, seconds: number): void {
  void message.open({
    type: 'error',
    // Keyed by text, so a burst of identical failures shows one toast rather than a stack.
    key: text,
    duration: seconds,
    content: <span data-seconds={seconds}>{text}</span>,
  });
}
