/**
 * Game sounds synthesised with Web Audio (no sound files): short envelopes on oscillators. Off
 * until the player turns them on; the choice is remembered.
 */
const KEY = "bgsSound";
let context: AudioContext | null = null;
const listeners = new Set<() => void>();

export function soundOn(): boolean {
  return localStorage.getItem(KEY) === "1";
}

export function setSoundOn(on: boolean): void {
  localStorage.setItem(KEY, on ? "1" : "0");
  for (const listener of listeners) listener();
}

export function subscribeSound(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function audio(): AudioContext | null {
  if (!soundOn() || typeof AudioContext === "undefined") return null;
  context ??= new AudioContext();
  if (context.state === "suspended") void context.resume();
  return context;
}

function tone(frequency: number, start: number, duration: number, type: OscillatorType, volume = 0.15): void {
  const ctx = audio();
  if (!ctx) return;
  const at = ctx.currentTime + start;
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = type;
  osc.frequency.setValueAtTime(frequency, at);
  gain.gain.setValueAtTime(0.0001, at);
  gain.gain.exponentialRampToValueAtTime(volume, at + 0.01);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + duration);
  osc.connect(gain).connect(ctx.destination);
  osc.start(at);
  osc.stop(at + duration + 0.02);
}

export const sounds = {
  click: () => tone(660, 0, 0.06, "square", 0.06),
  tick: () => tone(1200, 0, 0.03, "sine", 0.05),
  reel: () => tone(220, 0, 0.05, "triangle", 0.05),
  win: () => {
    tone(523, 0, 0.12, "triangle");
    tone(659, 0.1, 0.12, "triangle");
    tone(784, 0.2, 0.25, "triangle");
  },
  bigWin: () => {
    for (const [i, f] of [523, 659, 784, 1047, 1319].entries()) tone(f, i * 0.09, 0.3, "triangle");
  },
  lose: () => {
    tone(300, 0, 0.15, "sawtooth", 0.06);
    tone(200, 0.12, 0.25, "sawtooth", 0.06);
  },
  boom: () => {
    tone(90, 0, 0.5, "sawtooth", 0.2);
    tone(60, 0.05, 0.6, "square", 0.12);
  },
};
