import sys

from game.core.cli import main

sys.exit(main())
