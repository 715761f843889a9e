"""Entry script for the packaged app: PyInstaller runs it as a plain script, so import the package absolutely.

The collector is off while the app starts (scenes/collector.py boot): start-up's imports make objects that live
on, so young passes over them were wasted start-up time; creating the App turns it back on.
"""
import sys

from scenes.collector import boot

boot()

from scenes.__main__ import main  # noqa: E402  (after boot: its imports run without the collector)

if __name__ == "__main__":
    sys.exit(main())
