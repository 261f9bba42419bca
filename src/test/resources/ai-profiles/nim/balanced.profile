# Balanced: the reference personality of Hidden Nim, and the one the Expert is seeded with.
name = Balanced
description = Empties a pile it can reach, else leaves a multiple of four; keeps its joker half the time.

greed = 0.5            # chance to cash the joker in as soon as it wins the pile (0 to 1)
noise = 0.05           # chance of a random decision instead (easy difficulty adds more)
expert.millis = 200    # thinking time per decision when it plays as the Expert
