/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where `vite` / `vite preview` proxy /api and /uploads (development only, default http://localhost:3000). */
  readonly VITE_DEV_API_TARGET?: string;
  readonly VITE_SUPPORT_EMAIL?: string;
  readonly VITE_SUPPORT_PHONE?: string;
  readonly VITE_INSTAGRAM_URL?: string;
  readonly VITE_TELEGRAM_URL?: string;
  readonly VITE_VK_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
