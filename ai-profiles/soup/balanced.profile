# Balanced: the reference personality. Every setting below is explained in docs/ai.md
# ("Primordial Soup"); a setting left out takes the value written here.
name = Balanced
description = Weighs its marker, amoebas, genes and BP evenly and feeds where it stands.

# --- What it values (evaluation weights, 0 to 10, in ladder spaces) ---
weight.ladder = 1.0      # one ladder space, counting what the next scoring would add
weight.amoebas = 1.5     # one own amoeba on the board
weight.damage = 0.6      # one damage point on an own amoeba (counted against)
weight.genes = 0.8       # one gene card as the advance table counts it (advanced 2, Ray Protection 0)
weight.bp = 0.2          # one BP in hand, up to 20
weight.food = 0.25       # one cube of another colour where an own amoeba stands, shared with its neighbours there
weight.rivals = 0.5      # share of the best opponent's worth counted against its own (0 to 2)
weight.defects = 0.5     # one mutation point above the coming ozone layer, on average over the cards still face down

# --- What each gene is worth to it besides the advance table (0 to 20, in ladder spaces) ---
gene.INTELLIGENCE = 0.2
gene.MOVEMENT_I = 1.0
gene.SPORES = 1.0
gene.SPEED = 1.0
gene.DEFENSE = 1.0
gene.ESCAPE = 1.0
gene.SUBSTITUTION = 1.5
gene.RAY_PROTECTION = 1.2
gene.STREAMLINING = 1.2
gene.TENTACLE = 1.0
gene.HOLDING = 1.0
gene.LIFE_EXPECTANCY = 1.5
gene.FRUGALITY = 1.5
gene.STRUGGLE_FOR_SURVIVAL = 1.0
gene.PARASITISM = 1.0
gene.DIVISION_RATE = 1.5
gene.PERSISTENCE = 1.0
gene.MOVEMENT_II = 1.2
gene.AGGRESSION = 1.0
gene.ARMOR = 1.2

# --- How it behaves ---
noise = 0.0              # random error in its judgement (0 to 1; easy difficulty adds more)
expert.millis = 1000     # thinking time per decision when it plays as the Expert
