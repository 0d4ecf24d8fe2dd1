import { useState, type ReactNode } from 'react';
import { saveFile } from '../../../utils/saveFile';
import { Button } from '../../primitives';

/** Props of {@link FileDownloadButton}. */
export interface FileDownloadButtonProps {
  /** Reads the file: a shop client call, with the customer's session. */
  load: () => Promise<Blob>;
  /** The name the file is saved under. */
  fileName: string;
  /** What a failed download says next to the button. */
  failedMessage: string;
  /** What the button says. */
  children: ReactNode;
}

/**
 * Downloads a file of the customer's (a return label, an invoice) through the shop client and hands it
 * to the browser. A plain link to it carries no session, so the shop would answer it 401. The button
 * shows that it works while the file comes, and a failed download says so next to it.
 */
export function FileDownloadButton({ load, fileName, failedMessage, children }: FileDownloadButtonProps) {
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setLoading(true);
    setFailed(false);
    try {
      saveFile(await load(), fileName);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };
  return (
    <>
      <Button variant="secondary" size="sm" isLoading={loading} onPress={() => void download()}>
        {children}
      </Button>
      {failed ? <p role="alert">{failedMessage}</p> : null}
    </>
  );
}
