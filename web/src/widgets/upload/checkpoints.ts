import { createStore, del, get, set, values } from 'idb-keyval';

/** A part OSS has acknowledged: its number and ETag, all CompleteMultipartUpload needs. */
export interface DonePart {
  number: number;
  etag: string;
}

/**
 * ali-oss's multipart checkpoint (`name`, `fileSize`, `partSize`, `uploadId`, `doneParts`) without the file:
 * IndexedDB keeps the progress, the file stays on the person's disk and is picked again to go on.
 */
export interface Checkpoint {
  name: string;
  fileSize: number;
  partSize: number;
  uploadId: string;
  doneParts: DonePart[];
}

/** One unfinished upload, keyed by the file's identity. */
export interface StoredUpload {
  identity: string;
  fileName: string;
  fileSize: number;
  /** Null until OSS has given the upload an id. */
  checkpoint: Checkpoint | null;
  /** The object's address once OSS has put the parts together (what is left is the page's own save). */
  url?: string;
  /** What the page keeps with it (the course a file goes to, its duration). */
  meta: Record<string, unknown>;
  updatedAt: number;
}

export interface CheckpointStore {
  get(identity: string): Promise<StoredUpload | undefined>;
  put(record: StoredUpload): Promise<void>;
  remove(identity: string): Promise<void>;
  list(): Promise<StoredUpload[]>;
}

/** The checkpoints of this browser, in IndexedDB: they outlive a reload, a crash or a closed tab. */
export function idbCheckpointStore(db = 'console-uploads'): CheckpointStore {
  const store = createStore(db, 'checkpoints');
  return {
    get: (identity) => get<StoredUpload>(identity, store),
    put: (record) => set(record.identity, record, store),
    remove: (identity) => del(identity, store),
    list: async () => (await values<StoredUpload>(store)).sort((a, b) => a.updatedAt - b.updatedAt),
  };
}

/** Checkpoints for this page only: where IndexedDB is missing (some private windows), uploads still resume after a drop. */
export function memoryCheckpointStore(): CheckpointStore {
  const items = new Map<string, StoredUpload>();
  return {
    get: async (identity) => structuredClone(items.get(identity)),
    put: async (record) => {
      items.set(record.identity, structuredClone(record));
    },
    remove: async (identity) => {
      items.delete(identity);
    },
    list: async () => [...items.values()].map((r) => structuredClone(r)).sort((a, b) => a.updatedAt - b.updatedAt),
  };
}

let shared: CheckpointStore | null = null;

/** The browser's checkpoint store, IndexedDB when it is there. */
export function checkpointStore(): CheckpointStore {
  shared ??= typeof indexedDB === 'undefined' ? memoryCheckpointStore() : idbCheckpointStore();
  return shared;
}
