"""The statistics window: figures and simple charts over the finished games."""
