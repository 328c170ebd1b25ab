"""Tacocat in marimo: `marimo run examples/marimo_app.py` (or `marimo edit` to change it).

The second cell reads the board, so marimo runs it again after every move made
on the board.
"""

import marimo

app = marimo.App()


@app.cell
def _():
    import marimo as mo

    from tacocat_widget import TacocatWidget

    game = TacocatWidget(players=("human", "heuristic"), seed=5)
    game.speed = 0
    board = mo.ui.anywidget(game)
    board  # noqa: B018  (marimo shows a cell's last expression)
    return board, game, mo


@app.cell
def _(board, game, mo):
    _ = board.value  # reading the board: this cell runs again whenever the page changes it
    mo.md(f"Moves played: **{len(game.history) - 1}**")
    return


if __name__ == "__main__":
    app.run()
