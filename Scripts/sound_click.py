#!/usr/bin/env python3
"""Synthesizes TestApp's selection click (original, no samples) into Apps/TestApp/Resources/click.wav.

Sintetiza el clic de selección de TestApp (original, sin muestras) en Apps/TestApp/Resources/click.wav.

A 45 ms mono 16-bit 44.1 kHz sound: two damped sine partials (a soft "tock") plus a very short
seeded noise transient for the attack. Pure Python (`wave`, `math`, `random`): the output is
byte-for-byte reproducible. Run from the repository root: `python3 Scripts/sound_click.py`.

Un sonido mono de 45 ms, 16 bits, 44,1 kHz: dos parciales senoidales amortiguados (un "toc" suave)
y un transitorio de ruido muy corto con semilla fija para el ataque. Solo Python estándar: la salida
es reproducible byte a byte. Ejecutar desde la raíz: `python3 Scripts/sound_click.py`.
"""
import math
import random
import struct
import wave
from pathlib import Path

SAMPLE_RATE = 44_100
DURATION = 0.045  # seconds / segundos
PEAK = 0.5  # about -6 dBFS, gentle next to system sounds / unos -6 dBFS, discreto
# (frequency Hz, amplitude, decay time constant s) / (frecuencia, amplitud, constante de caída)
PARTIALS = [(1_850.0, 1.0, 0.008), (3_700.0, 0.35, 0.004)]
NOISE_TIME = 0.002  # attack transient / transitorio de ataque
OUTPUT = Path(__file__).resolve().parent.parent / "Apps" / "TestApp" / "Resources" / "click.wav"


def sample(t: float, noise: random.Random) -> float:
    """One sample in -1…1: damped partials plus the attack noise. / Una muestra en -1…1."""
    tone = sum(amp * math.exp(-t / tau) * math.sin(2 * math.pi * freq * t) for freq, amp, tau in PARTIALS)
    attack = noise.uniform(-1, 1) * max(0.0, 1 - t / NOISE_TIME) * 0.4
    return tone + attack


def synthesize() -> list[float]:
    """The click, normalized to PEAK with a 1 ms fade-out. / El clic normalizado con 1 ms de salida."""
    noise = random.Random(20_241_122)
    count = int(SAMPLE_RATE * DURATION)
    samples = [sample(i / SAMPLE_RATE, noise) for i in range(count)]
    fade = int(SAMPLE_RATE * 0.001)
    for i in range(fade):
        samples[count - 1 - i] *= i / fade
    scale = PEAK / max(abs(s) for s in samples)
    return [s * scale for s in samples]


def write_wave(samples: list[float], path: Path) -> None:
    """16-bit little-endian PCM WAV. / WAV PCM de 16 bits."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(SAMPLE_RATE)
        out.writeframes(b"".join(struct.pack("<h", round(s * 32_767)) for s in samples))


if __name__ == "__main__":
    write_wave(synthesize(), OUTPUT)
    print(f"wrote {OUTPUT.relative_to(Path.cwd()) if OUTPUT.is_relative_to(Path.cwd()) else OUTPUT}")
