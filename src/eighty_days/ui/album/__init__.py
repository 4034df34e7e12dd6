"""The album of finished games, challenges and the daily journey in the journey window."""
