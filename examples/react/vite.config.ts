import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `npx vite` serves the app on http://localhost:5173; start the site API with
// ALLOWED_ORIGINS=http://localhost:5173 (see .env for its address).
export default defineConfig({
  plugins: [react()],
});
