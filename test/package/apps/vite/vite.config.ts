// vite.config.ts: the proxy runs in your backend; `vite` and `vite preview` forward /api/study to
// it, so the page and the proxy share an origin as they will in production.
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const proxy = { '/api/study': process.env.STUDY_BACKEND ?? 'http://127.0.0.1:3000' }

export default defineConfig({
  plugins: [react()],
  server: { proxy },
  preview: { proxy },
})
