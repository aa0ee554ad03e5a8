import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// Library build of the package entries (issue 6 adds the element and embed entries).
export default defineConfig({
  plugins: [react()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    lib: {
      entry: { index: 'src/index.ts', server: 'src/server/index.ts' },
      formats: ['es'],
    },
    rolldownOptions: {
      external: [
        /^react($|\/)/,
        /^react-dom($|\/)/,
        /^@tanstack\//,
        'zustand',
        /^zustand\//,
        'i18next',
        'react-i18next',
        /^node:/,
      ],
    },
  },
})
