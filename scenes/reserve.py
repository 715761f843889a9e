"""Memory touched ahead of need, so a frame that makes a picture does not wait for the kernel.

The first touch of a page the C heap has just taken from the system is a page fault: 4-5 us each on the
machines we measured (a virtual machine in a virtual machine), so a card's face and shadow made in a play frame
(three or four new surfaces, some 400 pages) cost a few milliseconds of faults, and a window-sized surface ten
and more. On Linux with glibc:
- settle() (once the app has started): surfaces up to 32 MB come from the heap rather than from pages mapped
  for each (the heap reuses what was freed, already touched), and the heap keeps up to TRIM bytes free instead
  of giving them back at once;
- ahead(jobs) (the app's idle jobs, in a frame's spare time): before any job that finds less than LOW
  free at the heap's top, top_up() takes what the top lacks of KEEP as one block, touches a CHUNK of it a job
  and frees it: the next surfaces (the job's pictures, a frame's) land on touched pages.
Elsewhere (Windows, macOS, musl) both do nothing: their allocators differ, and these figures were not measured
there. The packaged app runs the same code (ctypes is part of the standard library).
"""
from __future__ import annotations

import ctypes
import sys

CHUNK = 1 << 20          # bytes touched a job: 256 pages, about 1.2 ms of faults
KEEP = 32 << 20          # free bytes the heap keeps ahead: what a busy stretch of play makes (cards, texts)
LOW = KEEP // 2          # topped up to KEEP when a job finds less
TRIM = 96 << 20          # free bytes at the heap's top kept from the system (its default is 128 kB)
MMAP_MAX = 32 << 20      # glibc's largest threshold on 64-bit: any surface below comes from the heap
M_TRIM_THRESHOLD, M_MMAP_THRESHOLD = -1, -3


class _Mallinfo2(ctypes.Structure):
    _fields_ = [(name, ctypes.c_size_t) for name in
                ("arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks", "uordblks", "fordblks",
                 "keepcost")]


def _glibc():
    """The C library when it is glibc 2.33 or later (mallinfo2), else None."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        libc = ctypes.CDLL(None)
        libc.mallinfo2.restype = _Mallinfo2
        libc.malloc.restype = ctypes.c_void_p
        libc.malloc.argtypes = [ctypes.c_size_t]
        libc.free.argtypes = [ctypes.c_void_p]
        libc.mallopt.argtypes = [ctypes.c_int, ctypes.c_int]
        return libc
    except (OSError, AttributeError):
        return None


_libc = _glibc()
_settled = [False]     # settle() applied: large blocks come from the heap


def available() -> bool:
    return _libc is not None


def settle() -> bool:
    """Surfaces from the heap, freed memory kept a while (see the module's notes); whether it applied."""
    if _libc is None:
        return False
    _settled[0] = bool(_libc.mallopt(M_MMAP_THRESHOLD, MMAP_MAX)) and bool(_libc.mallopt(M_TRIM_THRESHOLD, TRIM))
    return _settled[0]


def free_bytes() -> int:
    """Bytes free at the main heap's top, in one piece (touched: freed there, or by top_up). Free bytes in
    the holes between live blocks do not count: a new surface needs its bytes in one piece."""
    return _libc.mallinfo2().keepcost if _libc is not None else 0


def top_up(keep: int = KEEP, chunk: int = CHUNK):
    """Idle jobs (a generator): the bytes the heap's top lacks of keep, taken as one block (it grows the top; a
    hole that big between live blocks is touched memory already) and touched a chunk a job; freed at the end, or
    when the round is dropped (a new screen), so nothing is held. Nothing before settle(): a large block would be
    mapped apart and given back on free."""
    if _libc is None or not _settled[0]:
        return
    short = keep - free_bytes()
    block = _libc.malloc(short) if short > 0 else None
    if not block:
        return
    try:
        for offset in range(0, short, chunk):
            ctypes.memset(block + offset, 0, min(chunk, short - offset))
            yield
    finally:
        _libc.free(block)


def ahead(jobs):
    """jobs (a generator of idle jobs) with the heap's top topped up before each job that finds it short."""
    jobs = iter(jobs)
    while True:
        if _libc is not None and free_bytes() < LOW:
            yield from top_up()
        try:
            next(jobs)
        except StopIteration:
            return
        yield
