"""``import tacocat_widget.openspiel`` registers the game with OpenSpiel: ``adapters/openspiel.py``.

The name is the same module as ``tacocat_widget.adapters.openspiel``, not a copy of it.
"""

import sys

from .adapters import openspiel

sys.modules[__name__] = openspiel
