// Writes the demo's short audio tracks (8 kHz, 8-bit mono WAV: small, and every browser plays them).
// Run: node demo/audio/make-tones.mjs
import { writeFileSync } from 'node:fs';

const RATE = 8000;
const NOTE = { C4: 261.63, D4: 293.66, E4: 329.63, F4: 349.23, G4: 392.0, A4: 440.0, B4: 493.88, C5: 523.25, E5: 659.25, G5: 783.99 };

function melody(notes, beat) {
  const samples = [];
  for (const name of notes) {
    const frequency = NOTE[name];
    const length = Math.round(beat * RATE);
    for (let i = 0; i < length; i++) {
      const fade = Math.min(1, i / 200, (length - i) / 400);
      const tone = Math.sin((2 * Math.PI * frequency * i) / RATE) + 0.3 * Math.sin((4 * Math.PI * frequency * i) / RATE);
      samples.push(128 + Math.round(40 * fade * tone));
    }
  }
  return samples;
}

function wav(samples) {
  const buffer = Buffer.alloc(44 + samples.length);
  buffer.write('RIFF', 0);
  buffer.writeUInt32LE(36 + samples.length, 4);
  buffer.write('WAVEfmt ', 8);
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20);
  buffer.writeUInt16LE(1, 22);
  buffer.writeUInt32LE(RATE, 24);
  buffer.writeUInt32LE(RATE, 28);
  buffer.writeUInt16LE(1, 32);
  buffer.writeUInt16LE(8, 34);
  buffer.write('data', 36);
  buffer.writeUInt32LE(samples.length, 40);
  samples.forEach((value, i) => buffer.writeUInt8(Math.max(0, Math.min(255, value)), 44 + i));
  return buffer;
}

const tracks = {
  'morning-tide.wav': melody(['C4', 'E4', 'G4', 'C5', 'G4', 'E4', 'F4', 'A4', 'C5', 'A4', 'G4', 'E4'], 0.4),
  'salt-roads.wav': melody(['A4', 'C5', 'E5', 'C5', 'B4', 'G4', 'E4', 'G4', 'A4', 'A4'], 0.5),
  'lighthouse.wav': melody(['E4', 'G4', 'B4', 'E5', 'D4', 'F4', 'A4', 'D4', 'C4', 'E4', 'G4', 'C5'], 0.35),
};
const here = new URL('.', import.meta.url);
for (const [name, samples] of Object.entries(tracks)) writeFileSync(new URL(name, here), wav(samples));
