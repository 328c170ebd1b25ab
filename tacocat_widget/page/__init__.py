"""The notebook widget and its page: what the page is sent, what it may send back, and the
files that replay a game. The one layer that knows about the page."""
