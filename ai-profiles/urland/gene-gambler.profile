# Gene Gambler: retreats Ichtos into its reserve to outbid everyone at every mutation.
name = Gene Gambler
description = Hoards a big reserve and bids high at every mutation; lives by its genes.

weight.track = 0.9
weight.land = 0.9
weight.breeding = 0.5
weight.reserve = 0.45    # a full reserve wins auctions
weight.genes = 1.6       # genes above all
weight.threat = 0.3

gene.WARM_BLOOD = 6
gene.TURBO = 5
gene.WINGS = 5
gene.EGG = 5

bid.aggressiveness = 0.9 # bids most of its reserve
risk = 0.6
aggression = 0.5
extraTurn.thrift = 0.5
noise = 0.0
lookahead.beam = 6
expert.millis = 1000
