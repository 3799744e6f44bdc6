/** Opening a record file: drop it on the zone, or choose it; a file that is not JSON says so. */
import { useState, type DragEvent } from 'react';
import { useT } from '../i18n/LanguageProvider';

export function RecordDrop({ onRecord }: { onRecord: (record: unknown, name: string) => void }) {
  const t = useT();
  const [error, setError] = useState('');
  const [over, setOver] = useState(false);
  const read = async (file: File | undefined) => {
    if (!file) return;
    try {
      onRecord(JSON.parse(await file.text()) as unknown, file.name.replace(/\.json$/i, ''));
      setError('');
    } catch (e) {
      setError(t('replay.invalid', { message: e instanceof Error ? e.message : String(e) }));
    }
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    void read(event.dataTransfer.files[0]);
  };
  return (
    <div
      className="record-drop"
      data-over={over || undefined}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <label>
        {t('replay.drop')}{' '}
        <input type="file" accept=".json,application/json" onChange={(event) => void read(event.target.files?.[0])} />
      </label>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
