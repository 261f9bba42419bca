# Grower: divides whenever it can and keeps its amoebas fed and healthy.
name = Grower
description = Divides at every chance, guards its amoebas' health and buys what makes division cheap.

weight.ladder = 0.9
weight.amoebas = 2.6     # every amoeba on the board counts for much
weight.damage = 1.0      # a sick amoeba is a lost amoeba
weight.genes = 0.5
weight.bp = 0.15         # BP are for dividing, not for keeping
weight.food = 0.4
weight.rivals = 0.4

gene.DIVISION_RATE = 4   # division for 4 BP instead of 6
gene.SPORES = 2.5        # new amoebas anywhere
gene.LIFE_EXPECTANCY = 2.5
gene.SUBSTITUTION = 2
gene.FRUGALITY = 2
gene.STRUGGLE_FOR_SURVIVAL = 0.5
gene.AGGRESSION = 0.5

noise = 0.0
expert.millis = 1000
