"""Studying play: analysis of a position, review of a line, matches between agents, speed and
calibration figures. Built on the engine and the agents; no page code."""
