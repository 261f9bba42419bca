# Grazer: keeps its amoebas fed and safe. Every setting is explained in docs/ai.md
# ("Primordial Soup"); a setting left out takes the balanced player's value.
name = Grazer
description = Keeps its amoebas fed and healthy on food-rich spaces; carries food with Tentacle and eats less with Frugality.

# --- What it values ---
weight.ladder = 1.0
weight.amoebas = 1.6
weight.damage = 1.2      # a hungry amoeba is a worry
weight.genes = 0.7
weight.bp = 0.25         # keeps BP for moving to food
weight.food = 0.7        # food where its amoebas stand counts three times as much as for others
weight.rivals = 0.4
weight.defects = 0.6

# --- The genes of a grazer ---
gene.TENTACLE = 3
gene.FRUGALITY = 3
gene.SUBSTITUTION = 2.5
gene.LIFE_EXPECTANCY = 2.5
gene.STREAMLINING = 2
gene.MOVEMENT_II = 2
gene.MOVEMENT_I = 1.5
gene.HOLDING = 1.5
gene.INTELLIGENCE = 0.1

noise = 0.0
expert.millis = 1000
