"""Entry script for the packaged app: PyInstaller runs it as a plain script, so import the package absolutely."""
import sys

from scenes.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
