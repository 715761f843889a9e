"""Synthesise Game Shelf's sound effects into assets/sounds/ with the standard library only.

    python tools/make_sounds.py

Each sound is a few additive voices with envelopes; noise comes from a seeded generator so the
files are identical on every run (they are committed).
"""
from __future__ import annotations

import math
import random
import struct
import wave
from pathlib import Path

RATE = 22050
OUT = Path(__file__).resolve().parent.parent / "assets" / "sounds"


def envelope(t: float, length: float, attack: float = 0.005, decay: float = 6.0) -> float:
    if t < attack:
        return t / attack
    return math.exp(-decay * (t - attack) / length) * min(1.0, (length - t) / 0.01)


def tone(freq: float, t: float) -> float:
    return math.sin(2 * math.pi * freq * t)


def render(length: float, voice) -> list[float]:
    return [voice(i / RATE) for i in range(int(length * RATE))]


def click() -> list[float]:
    return render(0.06, lambda t: envelope(t, 0.06, 0.001, 9) * (0.6 * tone(1800, t) + 0.3 * tone(900, t)))


def card(rng: random.Random) -> list[float]:
    def voice(t: float) -> float:     # a soft swish of filtered noise
        return envelope(t, 0.14, 0.01, 5) * (rng.uniform(-1, 1) * 0.45) * (0.5 + 0.5 * tone(40, t))
    return smooth(render(0.14, voice), 3)


def dice(rng: random.Random) -> list[float]:
    out = [0.0] * int(0.5 * RATE)
    for k in range(7):                # wooden knocks, closer together as the die settles
        start = int((0.03 + 0.42 * (1 - (0.75 ** k))) * RATE)
        pitch = rng.uniform(380, 620)
        for i in range(int(0.05 * RATE)):
            t = i / RATE
            if start + i < len(out):
                out[start + i] += envelope(t, 0.05, 0.001, 8) * (0.7 - k * 0.07) * (
                    tone(pitch, t) + 0.4 * rng.uniform(-1, 1))
    return out


def arpeggio(freqs, step: float, tail: float) -> list[float]:
    length = step * len(freqs) + tail
    def voice(t: float) -> float:
        total = 0.0
        for i, f in enumerate(freqs):
            s = t - i * step
            if s >= 0:
                total += envelope(s, tail + step, 0.01, 4) * (tone(f, s) + 0.3 * tone(2 * f, s)) * 0.35
        return total
    return render(length, voice)


def whoosh(rng: random.Random) -> list[float]:
    def voice(t: float) -> float:
        swell = math.sin(math.pi * t / 0.35) ** 2
        return swell * rng.uniform(-1, 1) * 0.5
    return smooth(render(0.35, voice), 6)


def smooth(samples: list[float], width: int) -> list[float]:
    out, acc = [], 0.0
    for s in samples:
        acc += (s - acc) / width
        out.append(acc)
    return out


def write(name: str, samples: list[float]) -> None:
    peak = max(1e-6, max(abs(s) for s in samples))
    scale = 0.8 * 32767 / peak
    with wave.open(str(OUT / f"{name}.wav"), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", int(s * scale)) for s in samples))


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    rng = random.Random(1)
    sounds = {
        "click": click(),
        "card": card(rng),
        "dice": dice(rng),
        "win": arpeggio([523.25, 659.25, 783.99, 1046.5], 0.11, 0.5),
        "lose": arpeggio([392.0, 349.23, 311.13, 261.63], 0.16, 0.5),
        "whoosh": whoosh(rng),
        "chime": arpeggio([880.0, 1318.5], 0.07, 0.35),
    }
    for name, samples in sounds.items():
        write(name, samples)
        print(f"{name}.wav  {len(samples) / RATE:.2f} s")


if __name__ == "__main__":
    main()
