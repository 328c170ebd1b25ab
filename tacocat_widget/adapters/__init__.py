"""The game for other libraries: moves and observations as numbers, PettingZoo and Gymnasium
environments, and an OpenSpiel game. Built on the engine and the agents."""
