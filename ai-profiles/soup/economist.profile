# Economist: spends BP only where they pay. Every setting is explained in docs/ai.md
# ("Primordial Soup"); a setting left out takes the balanced player's value.
name = Economist
description = Counts every BP: drifts where the current serves, moves only when it pays, buys the genes that score.

# --- What it values ---
weight.ladder = 1.0
weight.amoebas = 1.2     # an amoeba is worth its price, not more
weight.damage = 0.6
weight.genes = 0.8
weight.bp = 0.35         # a BP in hand is nearly worth half an amoeba's share of the ladder
weight.food = 0.08       # food where it stands matters only when it is needed
weight.rivals = 0.5
weight.defects = 0.5

noise = 0.0
expert.millis = 1000
