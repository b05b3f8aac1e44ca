package mathml

var letters = map[string]string{
	"alpha": "α", "beta": "β", "gamma": "γ", "delta": "δ", "epsilon": "ϵ", "varepsilon": "ε",
	"zeta": "ζ", "eta": "η", "theta": "θ", "vartheta": "ϑ", "iota": "ι", "kappa": "κ",
	"lambda": "λ", "mu": "μ", "nu": "ν", "xi": "ξ", "pi": "π", "varpi": "ϖ", "rho": "ρ",
	"sigma": "σ", "tau": "τ", "upsilon": "υ", "phi": "ϕ", "varphi": "φ", "chi": "χ", "psi": "ψ",
	"omega": "ω", "ell": "ℓ",
}

var uprightLetters = map[string]string{
	"Gamma": "Γ", "Delta": "Δ", "Theta": "Θ", "Lambda": "Λ", "Xi": "Ξ", "Pi": "Π", "Sigma": "Σ",
	"Upsilon": "Υ", "Phi": "Φ", "Psi": "Ψ", "Omega": "Ω",
}

var symbols = map[string]string{
	"times": "×", "cdot": "⋅", "div": "÷", "pm": "±", "mp": "∓", "ast": "∗", "circ": "∘",
	"le": "≤", "leq": "≤", "ge": "≥", "geq": "≥", "ne": "≠", "neq": "≠", "approx": "≈",
	"equiv": "≡", "sim": "∼", "simeq": "≃", "propto": "∝", "ll": "≪", "gg": "≫",
	"to": "→", "rightarrow": "→", "leftarrow": "←", "Rightarrow": "⇒", "Leftarrow": "⇐",
	"Leftrightarrow": "⇔", "iff": "⟺", "implies": "⟹", "mapsto": "↦",
	"in": "∈", "notin": "∉", "subset": "⊂", "subseteq": "⊆", "cup": "∪", "cap": "∩",
	"land": "∧", "lor": "∨", "wedge": "∧", "vee": "∨", "neg": "¬", "lnot": "¬", "oplus": "⊕",
	"forall": "∀", "exists": "∃", "infty": "∞", "partial": "∂", "nabla": "∇",
	"ldots": "…", "dots": "…", "cdots": "⋯", "vdots": "⋮", "ddots": "⋱",
	"lfloor": "⌊", "rfloor": "⌋", "lceil": "⌈", "rceil": "⌉", "langle": "⟨", "rangle": "⟩",
	"lvert": "|", "rvert": "|", "vert": "|", "mid": "∣", "lVert": "‖", "rVert": "‖",
	"{": "{", "}": "}", "%": "%", "_": "_", "#": "#", "&": "&", "$": "$", "|": "‖",
	"bmod": "mod", "mod": "mod", "gets": "←", "prime": "′", "star": "⋆", "bullet": "∙",
	"colon": ":", "backslash": "\\",
}

var bigOps = map[string]string{
	"sum": "∑", "prod": "∏", "coprod": "∐", "bigcup": "⋃", "bigcap": "⋂", "int": "∫", "oint": "∮",
}

// functions are upright names whose scripts stay at the side.
var functions = map[string]bool{
	"log": true, "ln": true, "lg": true, "exp": true, "sin": true, "cos": true, "tan": true,
	"arcsin": true, "arccos": true, "arctan": true, "sinh": true, "cosh": true, "tanh": true,
	"det": true, "dim": true, "gcd": true, "deg": true,
}

// limitFunctions take their scripts underneath in display math.
var limitFunctions = map[string]bool{"max": true, "min": true, "lim": true, "sup": true, "inf": true, "argmax": true, "argmin": true}

var spaces = map[string]string{
	",": "0.167em", ":": "0.222em", ">": "0.222em", ";": "0.278em", "!": "-0.167em", " ": "0.333em",
	"quad": "1em", "qquad": "2em",
}

var delimiters = map[string]string{
	"{": "{", "}": "}", "lfloor": "⌊", "rfloor": "⌋", "lceil": "⌈", "rceil": "⌉",
	"langle": "⟨", "rangle": "⟩", "lvert": "|", "rvert": "|", "vert": "|", "|": "‖",
	"lVert": "‖", "rVert": "‖",
}
