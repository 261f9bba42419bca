# Cautious Breeder: raises big families in the oceans, keeps a full reserve,
# and lands late and in force where a scoring is sure to come.
name = Cautious Breeder
description = Breeds big families in the oceans and lands late, in force, where scoring is sure.

weight.track = 1.0
weight.land = 0.8
weight.breeding = 1.2    # families are its wealth
weight.reserve = 0.3     # keeps Ichtos back for the auctions
weight.genes = 1.0
weight.threat = 0.6      # keeps away from Teeth and Stinkglands

gene.CARE_OF_YOUNG = 6   # its favourite
gene.EARS = 4
gene.EGG = 4

bid.aggressiveness = 0.35
risk = 0.2               # prefers regions it can hold
aggression = 0.2
extraTurn.thrift = 0.8   # saves its extra turns for the end
noise = 0.0
lookahead.beam = 6
expert.millis = 1000
