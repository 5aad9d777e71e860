import { useEffect, useState } from 'react';
import { toast } from '../../stores/toasts/store';
import { Button, type ButtonProps } from '../ui/Button';
import { copyText } from './copy';

/** A button that copies a text (or what `getText` answers) and confirms with a tick. */
export function CopyButton({
  text,
  getText,
  label = 'Copy',
  copiedLabel = 'Copied',
  successTitle,
  ...rest
}: Omit<ButtonProps, 'onClick'> & {
  text?: string;
  getText?(): Promise<string>;
  label?: string;
  copiedLabel?: string;
  successTitle?: string;
}) {
  const [copied, setCopied] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const id = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(id);
  }, [copied]);
  const copy = async () => {
    setBusy(true);
    try {
      await copyText(text ?? (getText ? await getText() : ''));
      setCopied(true);
      if (successTitle) toast.success(successTitle);
    } catch (error) {
      toast.error(error, 'Could not copy');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="sm" icon={copied ? 'check' : 'copy'} loading={busy} {...rest} onClick={() => void copy()}>
      {copied ? copiedLabel : label}
    </Button>
  );
}
