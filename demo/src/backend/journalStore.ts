import type { JournalEntry, JournalStart } from './journal';

/** What the demo backend remembers across page loads (see `journal.ts`). */
export interface JournalContents {
  start: JournalStart | null;
  /** In the order they came. */
  entries: JournalEntry[];
  /** The session "cookie". */
  session: string | null;
}

/** Where the journal is kept: the browser's IndexedDB in the demo, memory in tests. */
export interface JournalStore {
  read(): Promise<JournalContents>;
  /** Forgets everything and starts a new journal. */
  begin(start: JournalStart): Promise<void>;
  append(entry: JournalEntry): Promise<void>;
  keepSession(token: string): Promise<void>;
  /** Forgets everything ("Tilbakestill demodata"). */
  forget(): Promise<void>;
}

/** A journal in memory: tests, and a browser without IndexedDB (the demo then forgets on reload). */
export function memoryJournalStore(): JournalStore {
  let contents: JournalContents = { start: null, entries: [], session: null };
  return {
    read: async () => structuredClone(contents),
    begin: async (start) => {
      contents = { start: { ...start }, entries: [], session: null };
    },
    append: async (entry) => {
      contents.entries.push(structuredClone(entry));
    },
    keepSession: async (token) => {
      contents.session = token;
    },
    forget: async () => {
      contents = { start: null, entries: [], session: null };
    },
  };
}

const DATABASE = 'glimt-demo-backend';
const ENTRIES = 'entries';
const META = 'meta';

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function committed(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error);
  });
}

/**
 * The journal in the browser's IndexedDB, per browser profile and origin. Each write is committed
 * before the backend answers, so a reload right after a press keeps it.
 */
export function indexedDbJournalStore(): JournalStore {
  let opened: Promise<IDBDatabase> | null = null;
  const database = () => {
    opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(DATABASE, 1);
      request.onupgradeneeded = () => {
        request.result.createObjectStore(ENTRIES, { keyPath: 'seq' });
        request.result.createObjectStore(META);
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    return opened;
  };
  const write = async (work: (entries: IDBObjectStore, meta: IDBObjectStore) => void) => {
    const transaction = (await database()).transaction([ENTRIES, META], 'readwrite');
    work(transaction.objectStore(ENTRIES), transaction.objectStore(META));
    await committed(transaction);
  };
  return {
    async read() {
      const transaction = (await database()).transaction([ENTRIES, META], 'readonly');
      const meta = transaction.objectStore(META);
      const [start, session, entries] = await Promise.all([
        done(meta.get('start') as IDBRequest<JournalStart | undefined>),
        done(meta.get('session') as IDBRequest<string | undefined>),
        done(transaction.objectStore(ENTRIES).getAll() as IDBRequest<JournalEntry[]>),
      ]);
      return {
        start: start ?? null,
        session: session ?? null,
        entries: entries.sort((a, b) => a.seq - b.seq),
      };
    },
    begin: (start) =>
      write((entries, meta) => {
        entries.clear();
        meta.clear();
        meta.put(start, 'start');
      }),
    append: (entry) => write((entries) => void entries.put(entry)),
    keepSession: (token) => write((_, meta) => void meta.put(token, 'session')),
    forget: () =>
      write((entries, meta) => {
        entries.clear();
        meta.clear();
      }),
  };
}
