# Land Grabber: goes ashore early and everywhere, racing for track spaces.
name = Land Grabber
description = Goes ashore early and everywhere; contests every region that may score.

weight.track = 1.3       # the race is all
weight.land = 1.6
weight.breeding = 0.25
weight.reserve = 0.05
weight.genes = 0.9
weight.threat = 0.2

gene.LEGS = 6
gene.TURBO = 5
gene.WINGS = 5
gene.MUSCLES = 5

bid.aggressiveness = 0.45
risk = 0.85              # walks into contested regions
aggression = 0.4
extraTurn.thrift = 0.2   # spends extra turns as soon as they pay
noise = 0.0
lookahead.beam = 6
expert.millis = 1000
