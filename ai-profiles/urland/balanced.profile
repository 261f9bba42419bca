# Balanced: the reference personality. Every setting below is explained in docs/ai.md;
# a setting left out takes the value written here.
name = Balanced
description = Weighs land, breeding, track and genes evenly and takes what the turn offers.

# --- What it values (evaluation weights, 0 to 10) ---
weight.track = 1.0       # one track space of lead over the best opponent
weight.land = 1.0        # an expected point from the land scorings still to come
weight.breeding = 0.5    # breeding stock: own families of 3+ (and 6+) Ichtos in an ocean
weight.reserve = 0.15    # an Ichto kept in reserve, for bidding
weight.genes = 1.0       # multiplies every gene's worth below
weight.threat = 0.3      # harm the opponents' genes can do to its Ichtos

# --- What each gene is worth to it (0 to 20, in points of final score) ---
gene.WARM_BLOOD = 4
gene.LEGS = 4
gene.TURBO = 4
gene.CARE_OF_YOUNG = 3.5
gene.MUSCLES = 3.5
gene.EGG = 3.5
gene.WINGS = 3
gene.TEETH = 3
gene.ASSIMILATION = 3
gene.EARS = 2.5
gene.STINKGLANDS = 2.5

# --- How it behaves (0 to 1) ---
bid.aggressiveness = 0.5 # share of its reserve it bids when a gene it wants is on display
risk = 0.5               # appetite for contested regions over safe ones
aggression = 0.5         # preference for hitting the leader with Teeth, Stinkglands, Assimilation
extraTurn.thrift = 0.5   # reluctance to spend extra-turn chips before the late game
noise = 0.0              # random error in its judgement (easy difficulty adds more)

# --- How far it looks ---
lookahead.beam = 6       # partial turns kept at each step of its turn look-ahead (1 to 64)
expert.millis = 1000     # thinking time per decision when it plays as the Expert
