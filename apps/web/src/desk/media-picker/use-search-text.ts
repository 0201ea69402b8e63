import { useEffect, useState } from 'react';

/** How long typing may pause before the list is asked again: one request per word, not per key. */
const settleMs = 250;

/** What is typed into a search box, and the same text once typing has paused (what is searched for). */
export function useSearchText(): { text: string; setText: (text: string) => void; settled: string } {
  const [text, setText] = useState('');
  const [settled, setSettled] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), settleMs);
    return () => clearTimeout(timer);
  }, [text]);
  return { text, setText, settled };
}
